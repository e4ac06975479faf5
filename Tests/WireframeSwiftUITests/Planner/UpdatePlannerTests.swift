import Testing
import WireframeSwiftUI

/// The planner on the changes an app makes, each plan read as the lines of its updates, on the
/// iOS 16 and the iOS 17 rules.
@Suite("Planner: the updates of typical changes")
struct UpdatePlannerTests {
    typealias Tree = ViewTree

    /// Each update's changes, one list per update.
    static func changes(_ limits: SwiftUILimits, from start: Tree, to target: Tree) -> [[String]] {
        var shown = start
        return UpdatePlanner(limits: limits).plan(from: start, to: target).map { tree in
            defer { shown = tree }
            return tree.changes(from: shown)
        }
    }

    @Test("several pushes are one update", arguments: [SwiftUILimits.iOS16, .iOS17])
    func pushes(_ limits: SwiftUILimits) {
        let plan = Self.changes(
            limits,
            from: Tree(root: MailTrees.mail()),
            to: Tree(root: MailTrees.mail(messages: [1, 2, 3]))
        )
        #expect(plan == [[#"set the screens of "inbox" to ["list", "message:1", "message:2", "message:3"]"#]])
    }

    @Test(
        "a deep link to a tab, three pushes, a sheet and a sheet over it: three updates",
        arguments: [
            SwiftUILimits.iOS16, .iOS17,
        ]
    )
    func deepLink(_ limits: SwiftUILimits) {
        let target = Tree(
            root: MailTrees.mail(messages: [1, 2, 3]),
            modals: [
                MailTrees.sheet(MailTrees.reply, over: MailTrees.message(3)),
                MailTrees.sheet(MailTrees.attachments, over: MailTrees.reply),
            ]
        )
        let plan = Self.changes(limits, from: Tree(root: MailTrees.mail(selected: 1)), to: target)
        #expect(
            plan == [
                [
                    #"select tab 0 of "mail""#,
                    #"set the screens of "inbox" to ["list", "message:1", "message:2", "message:3"]"#,
                ],
                [#"present "reply" as a sheet over "message:3""#],
                [#"present "attachments" as a sheet over "reply""#],
            ]
        )
    }

    @Test("a pop to the root from under two sheets: three updates on iOS 16, two on iOS 17")
    func popToRootFromUnderSheets() {
        let start = Tree(
            root: MailTrees.mail(messages: [1, 2]),
            modals: [
                MailTrees.sheet(MailTrees.reply, over: MailTrees.message(2)),
                MailTrees.sheet(MailTrees.attachments, over: MailTrees.reply),
            ]
        )
        let target = Tree(root: MailTrees.mail())
        #expect(
            Self.changes(.iOS16, from: start, to: target) == [
                [#"dismiss the sheet "attachments""#],
                [#"dismiss the sheet "reply""#],
                [#"set the screens of "inbox" to ["list"]"#],
            ]
        )
        #expect(
            Self.changes(.iOS17, from: start, to: target) == [
                [#"dismiss the sheet "reply" and the 1 modal above it"#],
                [#"set the screens of "inbox" to ["list"]"#],
            ]
        )
    }

    @Test("dismissing to a given level: one update per level on iOS 16, one on iOS 17")
    func dismissToLevel() {
        let compose = Tree.Node(23, "compose-stack", stack: [MailTrees.compose])
        let start = Tree(
            root: MailTrees.mail(),
            modals: [
                MailTrees.sheet(compose, over: MailTrees.list),
                MailTrees.sheet(MailTrees.reply, over: MailTrees.compose),
                MailTrees.sheet(MailTrees.attachments, over: MailTrees.reply),
            ]
        )
        let target = Tree(root: MailTrees.mail(), modals: [MailTrees.sheet(compose, over: MailTrees.list)])
        #expect(Self.changes(.iOS16, from: start, to: target).count == 2)
        #expect(
            Self.changes(.iOS17, from: start, to: target) == [[#"dismiss the sheet "reply" and the 1 modal above it"#]]
        )
    }

    @Test(
        "a tab selected while a sheet over the tabs is dismissed: one update",
        arguments: [
            SwiftUILimits.iOS16, .iOS17,
        ]
    )
    func mergedIntoTheDismissal(_ limits: SwiftUILimits) {
        let start = Tree(root: MailTrees.mail(), modals: [MailTrees.sheet(MailTrees.compose, over: MailTrees.mail())])
        let plan = Self.changes(limits, from: start, to: Tree(root: MailTrees.mail(selected: 1)))
        #expect(plan == [[#"dismiss the sheet "compose""#, #"select tab 1 of "mail""#]])
    }

    @Test("a sheet replaced by another: dismissed, then presented", arguments: [SwiftUILimits.iOS16, .iOS17])
    func replacedSheet(_ limits: SwiftUILimits) {
        let start = Tree(root: MailTrees.mail(), modals: [MailTrees.sheet(MailTrees.compose, over: MailTrees.list)])
        let target = Tree(root: MailTrees.mail(), modals: [MailTrees.sheet(MailTrees.reply, over: MailTrees.list)])
        #expect(
            Self.changes(limits, from: start, to: target) == [
                [#"dismiss the sheet "compose""#], [#"present "reply" as a sheet over "list""#],
            ]
        )
    }

    @Test("no change, no update; a tree SwiftUI cannot show is one update")
    func edges() {
        let tree = Tree(root: MailTrees.mail())
        #expect(UpdatePlanner(limits: .iOS16).plan(from: tree, to: tree).isEmpty)
        let broken = Tree(root: MailTrees.mail(), modals: [MailTrees.sheet(MailTrees.reply, over: MailTrees.compose)])
        #expect(broken.invalidity == #"the sheet "reply" is presented by #22, which is not in the level below it"#)
        #expect(UpdatePlanner(limits: .iOS16).plan(from: tree, to: broken) == [broken])
    }
}
