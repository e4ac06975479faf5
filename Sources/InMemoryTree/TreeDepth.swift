/// How deep the walks of a tree go.
package enum TreeDepth {
    /// How many parents the walks up a tree follow at most: a bound, never reached by a tree
    /// that is one (a screen coming in that would make a loop is refused).
    package static let limit = 1_000_000
}
