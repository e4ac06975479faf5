import WireframeHeadless
import WireframeModules
import WireframeTestSupport

// The smallest VIPER module, for the model test: a card whose router pushes another card,
// presents one in a new stack, and closes the flow it started.

@MainActor
protocol CardViewContract: AnyObject {}
@MainActor
protocol CardViewOutput: AnyObject {}
@MainActor
protocol CardInteractorContract: AnyObject {}
@MainActor
protocol CardInteractorOutput: AnyObject {}
@MainActor
protocol CardRouterContract: AnyObject {}

final class CardView: HeadlessScreen, ModuleView, CardViewContract {
    let links = ViewLinks<any CardViewOutput>()
    var contract: any CardViewContract { self }
}

final class CardPresenter: ModulePresenter, CardViewOutput, CardInteractorOutput {
    let links = PresenterLinks<any CardViewContract, any CardInteractorContract, any CardRouterContract>()
    var viewOutput: any CardViewOutput { self }
    var interactorOutput: any CardInteractorOutput { self }
}

final class CardInteractor: ModuleInteractor, CardInteractorContract {
    let links = InteractorLinks<any CardInteractorOutput>()
    var contract: any CardInteractorContract { self }
}

final class CardRouter: ModuleRouter, CardRouterContract {
    let links = RouterLinks()
    var contract: any CardRouterContract { self }
}

typealias CardBuilder = ModuleBuilder<CardView, CardPresenter, CardInteractor, CardRouter>
