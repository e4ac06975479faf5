/// The messages in the demo's mailbox, by id: what a real app would load from its store.
enum Mailbox {
    /// One message: its subject and who sent it.
    struct Message {
        let subject: String
        let sender: String
    }

    /// The messages, by id.
    static let messages: [Int: Message] = [
        7: Message(subject: "Invoice 2031", sender: "billing@example.com"),
        42: Message(subject: "Lunch on Friday?", sender: "ana@example.com"),
    ]
}
