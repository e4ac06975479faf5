/// The messages in the demo's mailbox, by id: what a real app would load from its store.
enum Mailbox {
    /// The subject of each message.
    static let subjects: [Int: String] = [
        7: "Invoice 2031",
        42: "Lunch on Friday?",
    ]
}
