import Testing
import WireframeSwiftUI

/// The rule each update keeps, and the reason it gives for an update SwiftUI would not take.
@Suite("Planner: the rule of one update")
struct UpdateRuleTests {
    typealias Tree = ViewTree
    let inbox = Tree(root: MailTrees.mail(messages: [1]))

    @Test func twoPresentationsAtOnceAreRefused() {
        let two = Tree(
            root: MailTrees.mail(messages: [1]),
            modals: [
                MailTrees.sheet(MailTrees.reply, over: MailTrees.message(1)),
                MailTrees.sheet(MailTrees.attachments, over: MailTrees.reply),
            ]
        )
        for limits in [SwiftUILimits.iOS16, .iOS17] {
            #expect(
                UpdateRule(limits: limits).violation(from: inbox, to: two)
                    == "it presents 2 modals in one update; SwiftUI presents one at a time"
            )
        }
    }

    @Test func twoDismissalsAtOnceOnlyFromIOS17() {
        let two = Tree(
            root: MailTrees.mail(messages: [1]),
            modals: [
                MailTrees.sheet(MailTrees.reply, over: MailTrees.message(1)),
                MailTrees.sheet(MailTrees.attachments, over: MailTrees.reply),
            ]
        )
        #expect(
            UpdateRule(limits: .iOS16).violation(from: two, to: inbox)
                == "it dismisses 2 modal levels in one update; before iOS 17 SwiftUI dismisses one at a time"
        )
        #expect(UpdateRule(limits: .iOS17).violation(from: two, to: inbox) == nil)
    }

    @Test func aPushAndAPresentationFromThePushedScreenAreRefused() {
        let pushedAndPresented = Tree(
            root: MailTrees.mail(messages: [1, 2]),
            modals: [MailTrees.sheet(MailTrees.reply, over: MailTrees.message(2))]
        )
        #expect(
            UpdateRule(limits: .iOS17).violation(from: inbox, to: pushedAndPresented)
                == "the presenting screen #102 is not shown both before and after the update"
        )
    }

    @Test func theStackOfThePresentingScreenMustNotChange() {
        let before = Tree(root: MailTrees.mail(messages: [1]))
        let after = Tree(
            root: MailTrees.mail(messages: [1, 2]),
            modals: [MailTrees.sheet(MailTrees.reply, over: MailTrees.message(1))]
        )
        #expect(
            UpdateRule(limits: .iOS17).violation(from: before, to: after)
                == #""inbox", a container of the presenting screen "message:1", changes in the update that presents or dismisses over it"#
        )
    }

    @Test func aDismissalAndAPresentationAtOnceAreRefused() {
        let compose = Tree(root: MailTrees.mail(), modals: [MailTrees.sheet(MailTrees.compose, over: MailTrees.list)])
        let reply = Tree(root: MailTrees.mail(), modals: [MailTrees.sheet(MailTrees.reply, over: MailTrees.list)])
        #expect(
            UpdateRule(limits: .iOS17).violation(from: compose, to: reply)
                == #"it dismisses "compose" and presents "reply" in one update"#
        )
    }
}
