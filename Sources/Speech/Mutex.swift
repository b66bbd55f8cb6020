import Glibc

/// A pthread mutex around a closure: the speech worker and the screen's thread share a few fields (the process
/// playing, the message to show), each touched for microseconds.
final class Mutex: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    func locked<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}
