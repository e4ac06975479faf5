import Testing
import WireframeSwiftUI

// Holds the samples of ViewTree+Description.swift's `///` comments, which are what a view tree
// prints: each written here once between the `sample` markers (the doc comments show what is
// written here: `SampleSourcesTests`) and compared with what the mail app's trees (MailTrees)
// print.

@Suite("Documentation samples: what a view tree prints")
struct SwiftUIPrintedSampleTests {
    @Test func theOutline() {
        let tree = ViewTree(
            root: MailTrees.mail(messages: [42]),
            modals: [MailTrees.sheet(MailTrees.reply, over: MailTrees.message(42))]
        )

        // sample ViewTree+Description/outline
        let printed = """
            tabs "mail" (selected: 0)
            ├─ [0] stack "inbox"
            │  ├─ screen "list"
            │  └─ screen "message:42"
            └─ [1] screen "settings"
            sheet over "message:42"
            └─ screen "reply"
            """
        // sample end
        #expect(tree.outline == printed)
    }

    @Test func theChanges() {
        let before = ViewTree(root: MailTrees.mail(selected: 1))
        let after = ViewTree(
            root: MailTrees.mail(selected: 0, messages: [1, 2]),
            modals: [MailTrees.sheet(MailTrees.reply, over: MailTrees.message(2))]
        )

        // sample ViewTree+Description/changes
        let printed = """
            select tab 0 of "mail"
            set the screens of "inbox" to ["list", "message:1", "message:2"]
            present "reply" as a sheet over "message:2"
            """
        // sample end
        #expect(after.changes(from: before) == printed.split(separator: "\n").map(String.init))
    }
}
