extension Configuration {
    /// Applies the `rules` settings to a run's diagnostics — a rule set to `off` is dropped, one
    /// set to `error` or `warning` takes that severity — then, with `warningsAsErrors`
    /// (`--warnings-as-errors`), turns every remaining warning into an error. Notes are kept as
    /// they are. Order is preserved.
    public func adjusting(_ diagnostics: [Diagnostic], warningsAsErrors: Bool = false) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            var adjusted = diagnostic
            switch rules[diagnostic.id] {
            case .off?: return nil
            case .error?: if adjusted.severity != .note { adjusted.severity = .error }
            case .warning?: if adjusted.severity != .note { adjusted.severity = .warning }
            case nil: break
            }
            if warningsAsErrors, adjusted.severity == .warning {
                adjusted.severity = .error
            }
            return adjusted
        }
    }
}
