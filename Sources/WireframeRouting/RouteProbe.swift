import Foundation

// How a route type's fields are found without a macro: the type is decoded once, at
// registration, by a decoder that answers every question with a sample value and writes down
// what was asked. A synthesised `init(from:)` asks for each field by its coding key, with
// `decode` for a required field and `decodeIfPresent` for an optional one, and a field's own
// `init(from:)` asks for a single value, an array or a nested structure, and of which kind (an
// enum asks for its raw value's kind). That is the field's schema.
//
// A sample must be a valid value: an enum rejects most strings. When a type's `init(from:)`
// throws on the sample, the probe takes its `RouteDefaultValue` default or, for a
// `CaseIterable` type, its first case; when the whole route still throws (an `init(from:)`
// that validates), it tries a second set of samples, and then gives up with an error naming
// the field it was reading. What the probe cannot see: a key read only on some branch of a
// hand-written `init(from:)`.

/// Writes down what a route type's `init(from:)` asks for.
final class RouteProbe {
    struct Recorded {
        let name: String
        let shape: RouteSchema.Shape
        let mayBeAbsent: Bool
    }

    /// The sample values one pass answers with.
    enum Samples {
        case neutral, alternate
    }

    let samples: Samples
    private(set) var fields: [Recorded] = []
    /// The shape asked for when the type decodes from one value instead of keyed fields.
    var wholeValue: ShapeRecorder?
    /// The field being read when the type's `init(from:)` threw.
    private(set) var fieldInProgress: String?

    init(samples: Samples) { self.samples = samples }

    /// Probes one field: answers with a sample of `type` and records its shape.
    func field<T: Decodable>(_ type: T.Type, named name: String, mayBeAbsent: Bool) throws -> T {
        fieldInProgress = name
        let recorder = ShapeRecorder()
        let value = try probeValue(type, recorder)
        let hasDefault = type is any RouteDefaultValue.Type
        fields.append(
            Recorded(name: name, shape: recorder.shape ?? .structure, mayBeAbsent: mayBeAbsent || hasDefault)
        )
        fieldInProgress = nil
        return value
    }

    /// Records a field read as a nested container or decoder: a structure.
    func recordStructure(named name: String) {
        fields.append(Recorded(name: name, shape: .structure, mayBeAbsent: false))
    }

    /// A sample of `type`, its shape written into `recorder`.
    func probeValue<T: Decodable>(_ type: T.Type, _ recorder: ShapeRecorder) throws -> T {
        if let (kind, value) = scalarSample(type) {
            recorder.record(.single(kind))
            return value
        }
        do {
            return try T(from: ProbeValueDecoder(probe: self, recorder: recorder))
        } catch {
            if let defaulted = type as? any RouteDefaultValue.Type, let value = Self.routeDefault(defaulted) as? T {
                return value
            }
            if let iterable = type as? any CaseIterable.Type, let value = Self.firstCase(iterable) as? T {
                return value
            }
            // A list whose sample element was refused (an enum that is neither) is still a
            // list: its element kind is recorded, and an empty list lets the probe go on.
            if case .array = recorder.shape {
                return try T(from: ProbeValueDecoder(probe: self, recorder: recorder, emptyLists: true))
            }
            throw error
        }
    }

    /// The kind and a sample of the types a parameter's text is read as directly.
    private func scalarSample<T>(_ type: T.Type) -> (RouteSchema.ValueKind, T)? {
        let neutral = samples == .neutral
        let sample: (RouteSchema.ValueKind, Any)? =
            switch type {
            case is String.Type: (.string, neutral ? "" : "a")
            case is Int.Type: (.int, neutral ? 0 : 1)
            case is Double.Type: (.double, neutral ? 0.0 : 1.0)
            case is Bool.Type: (.bool, !neutral)
            case is UUID.Type: (.uuid, neutral ? Self.zeroUUID : Self.oneUUID)
            case is Float.Type: (.double, Float(neutral ? 0 : 1))
            case is Int8.Type: (.int, Int8(neutral ? 0 : 1))
            case is Int16.Type: (.int, Int16(neutral ? 0 : 1))
            case is Int32.Type: (.int, Int32(neutral ? 0 : 1))
            case is Int64.Type: (.int, Int64(neutral ? 0 : 1))
            case is UInt.Type: (.int, UInt(neutral ? 0 : 1))
            case is UInt8.Type: (.int, UInt8(neutral ? 0 : 1))
            case is UInt16.Type: (.int, UInt16(neutral ? 0 : 1))
            case is UInt32.Type: (.int, UInt32(neutral ? 0 : 1))
            case is UInt64.Type: (.int, UInt64(neutral ? 0 : 1))
            default: nil
            }
        guard let (kind, value) = sample, let typed = value as? T else { return nil }
        return (kind, typed)
    }

    private static let zeroUUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
    private static let oneUUID = UUID(uuid: (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1))

    private static func routeDefault<D: RouteDefaultValue>(_ type: D.Type) -> D { D.routeDefault }

    private static func firstCase<C: CaseIterable>(_ type: C.Type) -> C? { C.allCases.first }
}

extension RouteProbe {
    /// Decodes `type` from the neutral samples and, when its `init(from:)` throws on them, from
    /// the alternate ones.
    ///
    /// - Throws: ``RouteError/Code/unsupportedRouteType`` naming the field being read when it
    ///   threw on both.
    static func probe<R: Route>(_ type: R.Type) throws(RouteError) -> RouteProbe {
        var failure: (error: any Error, field: String?)?
        for samples in [Samples.neutral, .alternate] {
            let probe = RouteProbe(samples: samples)
            do {
                _ = try R(from: ProbeValueDecoder(probe: probe, recorder: nil))
                return probe
            } catch {
                // A route that is one value has said what it reads before it refused the sample;
                // the probe needs no value of it.
                if probe.wholeValue?.shape != nil { return probe }
                failure = failure ?? (error, probe.fieldInProgress)
            }
        }
        let reason =
            "its init(from:) threw on sample values (\(failure.map { FieldFailure.describe($0.error) } ?? "")); a route type "
            + "reads each field as parameter text: one value, a list of them, an enum made CaseIterable or "
            + "RouteDefaultValue"
        if let field = failure?.field {
            throw RouteError(.unsupportedRouteType, "\(R.self) field", field, reason)
        }
        throw RouteError(.unsupportedRouteType, "route type", "\(R.self)", reason)
    }
}

/// The shape one value turned out to have, as its `init(from:)` asked for it.
final class ShapeRecorder {
    private(set) var shape: RouteSchema.Shape?

    /// Keeps the first shape asked for: a type that asks for a single value and then, on
    /// failure, for something else is described by what it asked first.
    func record(_ shape: RouteSchema.Shape) {
        if self.shape == nil { self.shape = shape }
    }
}
