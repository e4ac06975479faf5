import WireframeKit
import WireframeSwiftUI

/// The User module's SwiftUI view model: a `SwiftUIScreen` subclass, as the headless view is a
/// `HeadlessScreen` subclass and the UIKit one a `UIViewController`; the contracts, presenter,
/// interactor and router come from `UserModule/`, the very files the other backends' tests use.
/// On Apple platforms the app gives it its SwiftUI view (`setView`), which reads `title`.
final class UserSwiftUIView: SwiftUIScreen, ModuleView, UserViewContract {
    let links = ViewLinks<any UserViewOutput>()
    var contract: any UserViewContract { self }

    override func screenDidLoad() {
        presenter?.viewDidLoad()
    }

    func show(name: String) {
        title = name
    }
}

typealias UserBuilder = ModuleBuilder<UserSwiftUIView, UserPresenter, UserInteractor, UserRouter>
