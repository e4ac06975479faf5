import Testing
import WireframePresentation
import WireframeTestSupport
import WireframeTesting

/// The contract fails a backend that breaks it, with a failure naming the check and what differed.
@MainActor
struct ContractFailureTests {
    /// Runs the check named `name` on `backend` and returns how it failed.
    private func failure(
        of name: String,
        on backend: FaultyBackend,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> ContractFailure? {
        let check = try #require(BackendContract.checks.first { $0.name == name }, sourceLocation: sourceLocation)
        return await #expect(throws: ContractFailure.self, sourceLocation: sourceLocation) {
            try await check.run(on: backend)
        }
    }

    @Test func aUserActionNotCarriedOutFailsNamingWhatDiffered() async throws {
        let check = "a back swipe is reported once the stack has changed"
        let failure = try await failure(of: check, on: FaultyBackend(.simulatesNothing))
        #expect(failure?.code == .expectationFailed)
        #expect(failure?.check == check)
        #expect(failure?.location?.fileID == "WireframeTesting/UserNavigationChecks.swift")
        #expect(
            failure?.message.hasPrefix(
                #"check "a back swipe is reported once the stack has changed": "#
                    + #"the screens of the stack: ["inbox", "message"], expected ["inbox"] ("#
            ) == true,
            "\(failure?.message ?? "")"
        )
        #expect(failure?.description == failure?.message)
    }

    @Test func aBackendThatCannotSimulateFailsExactlyTheChecksThatNeedIt() async throws {
        var failed: [String] = []
        for check in BackendContract.checks {
            do {
                try await check.run(on: FaultyBackend(.cannotSimulate))
            } catch {
                #expect(error.code == .simulationNotSupported, "\(error)")
                failed.append(error.check)
            }
        }
        #expect(failed == BackendContract.checks.filter(\.simulatesUserActions).map(\.name))
        #expect(
            failed == [
                "a back swipe is reported once the stack has changed",
                "a tab tap is reported once the tab is selected",
                "a swipe-down is reported once the modal is dismissed",
                "a cancelled or freed observation hears nothing",
            ]
        )
    }

    @Test func anErrorWhereATransitionMustSucceedIsUnexpected() async throws {
        let failure = try await failure(of: "push puts the screen on top", on: FaultyBackend(.makesForeignScreens))
        #expect(failure?.code == .unexpectedError)
        #expect((failure?.underlyingError as? PresentationError)?.code == .foreignScreen)
        #expect(failure?.location == nil)
        #expect(
            failure?.message.hasPrefix(
                #"check "push puts the screen on top": the backend threw where the contract expects success: "#
            ) == true
        )
    }

    @Test func aWindowThatKeepsItsObserversAliveFails() async throws {
        let failure = try await failure(
            of: "an observation ends when its token is freed",
            on: FaultyBackend(.keepsObservations)
        )
        #expect(failure?.code == .expectationFailed)
        #expect(failure?.message.contains("expected the window not to keep the token alive") == true)
    }

    @Test func reportingWhatTheAppAskedForFails() async throws {
        let failure = try await failure(
            of: "transitions the app asks for are not reported",
            on: FaultyBackend(.reportsAppTransitions)
        )
        #expect(failure?.message.contains(#"reported: ["selectedTab tabs \"root\" index 0"], expected []"#) == true)
    }

    @Test func aTransitionAcceptedWhereItMustBeRefusedFails() async throws {
        let failure = try await failure(
            of: "a screen already shown cannot become the root",
            on: FaultyBackend(.swallowsErrors)
        )
        #expect(failure?.code == .expectationFailed)
        #expect(
            failure?.message.contains(
                "setRoot with a screen on the stack was accepted; expected a PresentationError alreadyInHierarchy"
            ) == true
        )
    }

    @Test func aRefusalWithAnotherErrorFailsKeepingTheError() async throws {
        let failure = try await failure(
            of: "a screen already shown cannot become the root",
            on: FaultyBackend(.throwsOtherErrors)
        )
        #expect(failure?.code == .expectationFailed)
        #expect(failure?.underlyingError != nil)
        #expect(failure?.underlyingError is PresentationError == false)
        #expect(failure?.message.contains("expected a PresentationError alreadyInHierarchy") == true)
    }

    @Test func failuresCompareWithoutTheirUnderlyingError() async throws {
        let backend = FaultyBackend(.makesForeignScreens)
        let first = try await failure(of: "push puts the screen on top", on: backend)
        let second = try await failure(of: "push puts the screen on top", on: backend)
        #expect(first == second)
        #expect(first != nil)
    }

    @Test func everyCheckHasAName() {
        let names = BackendContract.checks.map(\.name)
        #expect(Set(names).count == names.count, "two checks share a name")
        #expect(!names.contains(""))
        #expect(BackendContract.checks.map(\.description) == names)
    }
}
