/// Schedules writes to run after the frame that answers a key is drawn (an opening recorded, a list's filter or a
/// reading position remembered): a slow disk never delays the screen, and the app reports a failed one.
public protocol SchedulesEffects {
    /// The queue of effects; it holds only values.
    var effects: EffectQueue { get }
}

extension BrowserServices: SchedulesEffects {}
