// One executable for every benchmark of the package; each prints its own report.
MatcherBenchmark.run()
