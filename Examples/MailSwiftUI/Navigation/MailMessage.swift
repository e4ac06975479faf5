/// A message of the inbox.
struct MailMessage: Identifiable, Hashable, Sendable {
    let id: Int
    let subject: String
}
