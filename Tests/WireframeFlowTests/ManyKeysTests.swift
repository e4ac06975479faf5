import Testing
import WireframeFlow
import WireframeTestSupport

/// One distinct key type per `Tag`: `Numbered<Int>`, `Numbered<[Int]>`, `Numbered<[[Int]]>`, …
private enum Numbered<Tag>: FlowContextKey {
    static var defaultValue: Int { -1 }
}

/// Calls `body` with `count` distinct key types, numbered from 0.
private func forEachKey(_ count: Int, _ body: (Int, any FlowContextKey.Type) -> Void) {
    func visit<Tag>(_: Tag.Type, _ index: Int) {
        guard index < count else { return }
        body(index, Numbered<Tag>.self)
        visit([Tag].self, index + 1)
    }
    visit(Int.self, 0)
}

extension FlowContext {
    fileprivate func read(_ key: any FlowContextKey.Type) -> Int {
        func open<Key: FlowContextKey>(_ key: Key.Type) -> Int { self[key] as? Int ?? -2 }
        return open(key)
    }

    fileprivate func write(_ value: Int, _ key: any FlowContextKey.Type) {
        func open<Key: FlowContextKey>(_ key: Key.Type) {
            if let value = value as? Key.Value { self[key] = value }
        }
        open(key)
    }

    fileprivate func remove(_ key: any FlowContextKey.Type) {
        func open<Key: FlowContextKey>(_ key: Key.Type) { removeValue(for: key) }
        open(key)
    }
}

// A context keeps a few typed keys in a list and, past sixteen, an index as well; both must read,
// replace and remove alike.
struct ManyKeysTests {
    @Test(arguments: [3, 16, 17, 40])
    func everyKeyReadsItsOwnValue(count: Int) {
        let context = FlowContext()
        forEachKey(count) { index, key in context.write(index * 10, key) }
        forEachKey(count) { index, key in #expect(context.read(key) == index * 10) }
        forEachKey(count) { index, key in context.write(index * 10 + 1, key) }
        forEachKey(count) { index, key in #expect(context.read(key) == index * 10 + 1) }
    }

    @Test(arguments: [3, 16, 17, 40])
    func removingSomeKeysLeavesTheOthers(count: Int) {
        let context = FlowContext()
        forEachKey(count) { index, key in context.write(index, key) }
        forEachKey(count) { index, key in if index % 3 == 0 { context.remove(key) } }
        forEachKey(count) { index, key in #expect(context.read(key) == (index % 3 == 0 ? -1 : index)) }
        forEachKey(count) { index, key in if index % 3 == 0 { context.write(index + 100, key) } }
        forEachKey(count) { index, key in
            #expect(context.read(key) == (index % 3 == 0 ? index + 100 : index))
        }
    }

    @Test func aChildShadowsSomeOfManyKeys() {
        let parent = FlowContext()
        let child = parent.branch()
        forEachKey(30) { index, key in parent.write(index, key) }
        forEachKey(30) { index, key in if index.isMultiple(of: 2) { child.write(-index, key) } }
        forEachKey(30) { index, key in
            #expect(child.read(key) == (index.isMultiple(of: 2) ? -index : index))
            #expect(parent.read(key) == index)
        }
    }
}
