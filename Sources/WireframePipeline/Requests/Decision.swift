import WireframeNavigation
import WireframePresentation
import WireframeSupport

/// A request with the option it is shown with.
@MainActor
struct DecidedRequest {
    let admitted: AdmittedRequest
    /// The request, with ``option`` as its option.
    let request: RoutingRequest
    let option: any RoutingOption
}

/// The second stage of a request: how its screen is shown. Every option provider that applies
/// changes what the one before chose, from the caller's option; without one, the wireframe's
/// default option. An action route, which shows no screen, is refused here.
@MainActor
struct Decision {
    let wireframe: Wireframe
    let logger: RequestLogger

    /// The option of `admitted`.
    ///
    /// - Throws: `WireframeError.Code.noScreen` for an action route;
    ///   `WireframeError.Code.optionProviderFailed` when an option provider throws.
    func decide(_ admitted: AdmittedRequest) async throws(WireframeError) -> DecidedRequest {
        try admitted.checkShowsAScreen()
        let (request, chain) = (admitted.request, admitted.chain)
        var option = request.option
        for provider in wireframe.optionProviders.applicable(with: admitted.entry.optionProviders) {
            wireframe.running("option provider", provider.name)
            do {
                option = try await provider.option(for: request, current: option)
            } catch {
                throw Wireframe.pluginFailure(
                    error,
                    .optionProviderFailed,
                    url: request.url,
                    chain: chain,
                    plugin: "option provider \(MessageText.quoted(provider.name))"
                )
            }
            logger.debug("option provider \(provider.name): \(option.map(String.init(describing:)) ?? "none")")
        }
        let chosen = option ?? wireframe.defaultOption
        if option == nil { logger.debug("no option chosen; using the default option \(chosen)") }
        return DecidedRequest(admitted: admitted, request: request.with(option: chosen), option: chosen)
    }
}
