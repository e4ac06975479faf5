// The one wording of a step the containers refused as part of the request or navigation action
// that asked for it (the pipeline's requests, the navigator's way back).
extension WireframeError {
    /// The error of a navigation step that failed, named as part of `subject` instead of as the
    /// step (`back: stack "main" is still running a transition…` rather than
    /// `pop "main" to "inbox": …`); any other error as it is.
    package func restated(as subject: String, url: String? = nil) -> WireframeError {
        guard let refusal else { return self }
        return .wrapping(refusal, subject, url: url)
    }
}
