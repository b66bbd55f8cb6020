extension BrowserCoordinator {
    /// The page of a term of the learner's dictionary `dictionary` written `expression` and read `reading`, owned by
    /// this coordinator (a leaf's): what the Words tab opens for a term JMdict lacks.
    func makeImportedTermPage(dictionary: String, expression: String, reading: String, services: any ImportedTermServices) -> AppScreen {
        let found = services.dictionaries.terms(headword: expression, reading: reading)
            .filter { $0.dictionary == dictionary && $0.value.expression == expression }.map(\.value)
        let lines = ImportedTermPage.lines(of: found, expression: expression, reading: reading, dictionary: dictionary) { name in
            services.dictionaries.tag(name, in: dictionary)
        }
        return .textPage(TextPageViewModel(title: ImportedTermPage.title(expression: expression, dictionary: dictionary),
                                           lines: services.dictionaries.problem.map { lines + ["", $0] } ?? lines, coordinator: self))
    }
}
