/// What a lookup up the chain of contexts found.
enum FlowLookup: Sendable {
    /// The value held by the nearest context of the chain that holds one.
    case found(any Sendable)
    /// No context of the chain holds a value. `parentFreed` tells whether the chain ended at a
    /// context whose parent has been freed, rather than at a context made with no parent.
    case missing(parentFreed: Bool)
}
