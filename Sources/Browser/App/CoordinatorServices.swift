/// What every ``BrowserCoordinator`` uses for the actions all kanji lists and details share: the study list read
/// (its marks), written (`a`, keep all) and taken back (`u`), and the opening of an item recorded after the frame.
/// Every feature's composition of services includes these, since its coordinator hands them to the base.
public typealias CoordinatorServices = KeepsCards & PerformsUserWrites & UndoesDeckChanges & SchedulesEffects
