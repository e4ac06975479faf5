// A probe of check-as-ios.sh, compiled only by it, for iOS 16: Observation is iOS 17, so this
// must not compile there. (It is in no target: Package.swift excludes the folder.)
import Observation

func trackNothing() {
    withObservationTracking {
    } onChange: {
    }
}
