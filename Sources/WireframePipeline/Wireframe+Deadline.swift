// The turn's guards: a request made from inside the turn it would wait behind fails at once, a
// turn that runs past the request timeout fails and frees the queue, and one that runs past the
// slow-turn threshold is logged as a warning.
extension Wireframe {
    /// How long one request may hold its turn (from the moment its turn starts, not counting
    /// the wait in the queue) before it fails with ``WireframeError/Code/timedOut``; `nil`, the
    /// default, sets no limit. Set it with ``setRequestTimeout(_:)``.
    public var requestTimeout: Duration? { turnWatch.timeout }

    /// Sets ``requestTimeout``; `nil` removes the limit.
    ///
    /// A request past its timeout fails with ``WireframeError/Code/timedOut`` naming the
    /// plug-in it was waiting for, and the next request gets its turn, even when that plug-in
    /// never returns. The plug-in's task is cancelled. When the request timed out before its
    /// transition started, the hierarchy is unchanged (if the plug-in returns later, the request
    /// still shows nothing). When it timed out inside its transition, the transition is
    /// cancelled but may go on changing the hierarchy while the next request runs: a transition
    /// that never finishes cannot be made to have done nothing.
    ///
    /// - Throws: ``WireframeError/Code/invalidSetting`` for a duration of zero or less; the
    ///   timeout is then unchanged.
    public func setRequestTimeout(_ timeout: Duration?) throws(WireframeError) {
        if let timeout, timeout <= .zero {
            throw WireframeError(
                .invalidSetting,
                "requestTimeout \(timeout): a timeout is longer than zero; nil sets no limit"
            )
        }
        turnWatch.timeout = timeout
    }

    /// How long a turn may run before the wireframe logs a warning naming the request and the
    /// plug-in it runs: 10 seconds unless set with ``setSlowTurnWarning(after:)``; `nil` never
    /// warns. The warning is the one message the wireframe logs above debug level: a turn that
    /// long holds every request after it, and no error may ever tell the caller.
    public var slowTurnWarningThreshold: Duration? { turnWatch.slowTurnThreshold }

    /// Sets ``slowTurnWarningThreshold``; `nil` never warns.
    ///
    /// - Throws: ``WireframeError/Code/invalidSetting`` for a duration of zero or less.
    public func setSlowTurnWarning(after threshold: Duration?) throws(WireframeError) {
        if let threshold, threshold <= .zero {
            throw WireframeError(
                .invalidSetting,
                "slowTurnWarningThreshold \(threshold): a threshold is longer than zero; nil never warns"
            )
        }
        turnWatch.slowTurnThreshold = threshold
    }

    /// Fails a request made from inside a turn of this wireframe that is still running: it
    /// would wait for a turn that comes only after the one awaiting it.
    func refuseReentrantRequest(_ logger: RequestLogger) throws(WireframeError) {
        guard let number = TurnMarker.enclosingTurn(of: ObjectIdentifier(self)),
            let holder = turnWatch.current, holder.number == number
        else { return }
        let inside = holder.activity.map { "\($0), which runs in \(holder.subject)" } ?? holder.subject
        throw WireframeError(
            .reentrantRequest,
            url: logger.url,
            "\(logger.subject) was made from inside \(inside), and would wait for that turn to end: run it after the turn (in didRoute, or from a Task.detached) or redirect instead"
        )
    }

    /// Notes the plug-in the current turn runs, for the messages of a re-entrant request, a
    /// timeout and a slow-turn warning.
    func running(_ role: StaticString, _ name: String) {
        turnWatch.running(role, name, wireframe: ObjectIdentifier(self))
    }

    /// Runs `body` as the turn of the request `logger` names: marked as inside the turn, and
    /// with the deadline when one is set.
    func runTurn<Result>(
        logger: RequestLogger,
        _ body: @escaping @MainActor () async throws(WireframeError) -> Result
    ) async throws(WireframeError) -> Result {
        let number = turnWatch.begin(logger, logger: self.logger)
        defer { turnWatch.end(number) }
        let marker = TurnMarker(wireframe: ObjectIdentifier(self), turn: number)
        let marked: @MainActor () async throws(WireframeError) -> Result = { () throws(WireframeError) in
            do {
                return try await TurnMarker.$enclosing.withValue(TurnMarker.enclosing + [marker]) {
                    try await body()
                }
            } catch let error as WireframeError {
                throw error
            } catch {
                throw WireframeError(.transitionFailed, url: logger.url, "\(logger.subject): \(error)")
            }
        }
        guard let timeout = turnWatch.timeout else { return try await marked() }
        // The body runs in a task of its own, so that the caller can stop waiting for it.
        let outcome = TurnOutcome<Result>()
        let worker = Task { @MainActor in
            do throws(WireframeError) {
                outcome.settle(.success(try await marked()))
            } catch {
                outcome.settle(.failure(error))
            }
        }
        let timer = Task { @MainActor [weak self] in
            try? await Task.sleep(for: timeout)
            guard !Task.isCancelled, !outcome.isSettled else { return }
            worker.cancel()
            let activity = self?.turnWatch.current.flatMap { $0.number == number ? $0.activity : nil }
            outcome.settle(
                .failure(
                    WireframeError(
                        .timedOut,
                        url: logger.url,
                        "\(logger.subject) timed out after \(timeout)\(activity.map { " while \($0) ran" } ?? ""); the next request runs"
                    )
                )
            )
        }
        defer { timer.cancel() }
        do {
            return try await withTaskCancellationHandler {
                try await outcome.value()
            } onCancel: {
                worker.cancel()
            }
        } catch let error as WireframeError {
            throw error
        } catch {
            throw WireframeError(.transitionFailed, url: logger.url, "\(logger.subject): \(error)")
        }
    }
}
