import WireframeHeadless
import WireframeKit

/// The Profile module's screen, headless on every platform: this team's apps draw with their
/// own renderer on top of the headless hierarchy.
final class ProfileView: HeadlessScreen, ModuleView, ProfileViewContract {
    let links = ViewLinks<any ProfileViewOutput>()
    var contract: any ProfileViewContract { self }

    override func screenDidLoad() {
        presenter?.viewDidLoad()
    }

    func show(title: String) {
        self.title = title.uppercased()
    }
}
