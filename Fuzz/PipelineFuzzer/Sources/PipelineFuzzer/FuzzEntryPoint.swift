import Foundation

/// The libFuzzer entry point for the wireframe pipeline.
///
/// libFuzzer calls it on the main thread, which the main actor needs: the input is routed in a
/// main-actor task, and the main run loop (which serves the main actor's queue on Linux) runs
/// until that task is done.
@_cdecl("LLVMFuzzerTestOneInput")
public func pipelineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    let done = Done()
    Task { @MainActor in
        await PipelineFuzzInput(input).run()
        done.isDone = true
    }
    while !done.isDone {
        _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    return 0
}

/// Whether the input's task has finished; read and written on the main thread only.
private final class Done: @unchecked Sendable {
    var isDone = false
}
