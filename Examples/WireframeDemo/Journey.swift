/// The mail app's session, in order.
enum Journey {
    /// The link that arrives at cold start, before the window has a root.
    static let coldStartLink = Step.outside(
        "https://mail.example.com/m/42",
        "an old web link in an email, tapped while the app is not running"
    )

    /// The user taps Back.
    static let back = Step(action: .back, note: "the user taps Back")
    /// A link from outside to a route the app keeps internal: refused.
    static let prefilledCompose = Step.outside(
        "mailapp://compose?to=ana%40example.com",
        "a web page tries to open a prefilled message"
    )
    /// A link no route matches: refused, with the nearest patterns.
    static let otherHost = Step.outside("https://other.example.com/m/42", "a universal link for another host")

    /// What happens once the app runs, in the whole tour (`--verbose`).
    static let steps: [Step] = [
        .tap(.reply, "the Message module's router presents a Compose module"),
        .tap(.send, "the Compose module's router dismisses the modal it is in"),
        back,
        .outside("mailapp://search?q=invoice", "a Spotlight search result"),
        .outside("mailapp://messages/7", "a notification, while Search is shown"),
        .app(SettingsPageRoute(page: "signature"), "a button in the app, routing to a route value"),
        prefilledCompose,
        otherHost,
        .app(MessageRoute(id: 99), "a message that is not in the mailbox"),
    ]

    /// What happens once the app runs, in the short tour: Back, then two links refused.
    static let shortSteps: [Step] = [back, prefilledCompose, otherHost]
}
