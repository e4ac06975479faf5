import ArgumentParser
import WireframeRouting

extension WireframeCommand {
    /// `wireframe routes`: the route table in precedence order.
    struct Routes: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Print the route table in precedence order, with each pattern's scope and parameters."
        )

        @OptionGroup var routeOptions: RouteOptions

        func run() async throws {
            print(try routeOptions.makeTable().description)
        }
    }
}
