/// A weak reference to keep in arrays: the leak tests' way of asking "was it freed?".
struct Weak {
    weak var object: AnyObject?

    init(_ object: AnyObject?) {
        self.object = object
    }
}
