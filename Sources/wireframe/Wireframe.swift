import ArgumentParser
import WireframeCommandLine

@main
extension WireframeCommand {}
