/// One call the router makes to go from one path to another: pop, change or push a segment at a
/// position of the path.
///
/// ``steps(from:to:)`` computes them in the seed's order; the router asks the routable responsible
/// for ``position`` (the root routable for position 0, else the routable of the segment above)
/// to carry each one out, awaiting each before the next.
public enum PathStep: Hashable, Sendable, CustomStringConvertible {
    /// Pop `segment`, at `position` of the old path.
    case pop(PathSegment, position: Int)
    /// Change `segment` for `new` at `position`.
    case change(PathSegment, to: PathSegment, position: Int)
    /// Push `segment` at `position` of the new path.
    case push(PathSegment, position: Int)

    /// The steps from `old` to `new`, in the seed's order:
    ///
    /// 1. find the longest common prefix of the two routes;
    /// 2. pop the old path's segments past the first differing position, from the deepest up;
    /// 3. at the first differing position, change the segment when both routes have one there,
    ///    else pop the old one;
    /// 4. push the rest of the new path, top-down.
    ///
    /// <!-- sample PathStep/steps -->
    /// ```swift
    /// let steps = PathStep.steps(from: ["a", "b", "c"], to: ["a", "x", "y"])
    /// // pop c at 2, change b to x at 1, push y at 2
    /// ```
    ///
    /// Equal routes take no step.
    public static func steps(from old: [PathSegment], to new: [PathSegment]) -> [PathStep] {
        steps(from: old, to: new, knownCommonPrefix: 0)
    }

    /// The steps from `old` to `new`, whose first `knownCommonPrefix` segments are known to be
    /// the same without comparing them: what the router knows of a change that kept them.
    static func steps(from old: [PathSegment], to new: [PathSegment], knownCommonPrefix: Int) -> [PathStep] {
        var common = knownCommonPrefix
        let shorter = Swift.min(old.count, new.count)
        while common < shorter, old[common] == new[common] { common += 1 }
        var steps: [PathStep] = []
        steps.reserveCapacity(old.count + new.count - 2 * common)
        var position = old.count - 1
        while position > common {
            steps.append(.pop(old[position], position: position))
            position -= 1
        }
        var firstPush = common
        if common < old.count && common < new.count {
            steps.append(.change(old[common], to: new[common], position: common))
            firstPush = common + 1
        } else if common < old.count {
            steps.append(.pop(old[common], position: common))
        }
        for position in firstPush..<Swift.max(firstPush, new.count) {
            steps.append(.push(new[position], position: position))
        }
        return steps
    }

    /// The position in the path the step acts on.
    public var position: Int {
        switch self {
        case .pop(_, let position), .change(_, _, let position), .push(_, let position): position
        }
    }

    /// The segment the step shows or hides: the popped one, the new one of a change, the pushed
    /// one.
    public var segment: PathSegment {
        switch self {
        case .pop(let segment, _), .change(_, let segment, _), .push(let segment, _): segment
        }
    }

    /// `pop c at 2`, `change b to x at 1`, `push y at 2`.
    public var description: String {
        switch self {
        case .pop(let segment, let position): "pop \(segment) at \(position)"
        case .change(let old, let new, let position): "change \(old) to \(new) at \(position)"
        case .push(let segment, let position): "push \(segment) at \(position)"
        }
    }
}
