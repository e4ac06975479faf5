/// Links the mail app receives: from notifications, emails, the share sheet and the web.
enum DeepLinks {
    /// The links, in the order the demo resolves them.
    static let all: [String] = [
        "mailapp://inbox",
        "mailapp://mailboxes/archive",
        "mailapp://mailboxes/archive/3",
        "mailapp://messages/42?highlight=invoice#attachments",
        "mailapp://messages/drafts",
        "mailapp://messages/42/reply",
        "mailapp://threads/6F9619FF-8B86-D011-B42D-00C04FC964FF",
        "mailapp://contacts/Ana%20Lima",
        "mailapp://search?q=quarterly+report&from=ana&from=ben",
        "mailapp://settings/notifications/sounds",
        "mailapp://compose?to=ana%40example.com&subject=Lunch",
        "mailapp://labels/travel/true",
        "https://mail.example.com/m/42",
        "https://mail.example.com/help/shortcuts",
        "mailapp://messages/latest",
        "https://other.example.com/m/42",
        "mailapp://search?q=100%",
    ]
}
