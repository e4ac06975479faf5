import Foundation
import WireframeKit

// The mail app's route table, then how each deep link it may receive resolves.

let routes: RouteTable
do throws(RouteError) {
    routes = try MailRoutes.makeTable()
} catch {
    FileHandle.standardError.write(Data("wireframe-demo: \(error.message)\n".utf8))
    exit(1)
}

print("Mail app routes, in precedence order:")
print()
print(routes.description)
print()
print("Deep links:")
for link in DeepLinks.all {
    print()
    for line in LinkReport(link: link, table: routes).lines {
        print(line)
    }
}
