"""Reading the section files the generators write (words.bin, kanji-search.bin) back in the tests.

Both share one layout after their headers: a section table of (offset, length) pairs, tables of
length-prefixed items, and index sections of front-coded key blocks whose postings are delta-coded
varints (`generate_words.index_section`). Only the header's size differs, so every reader takes it.
"""

import struct


def sections(data, header_size):
    """The (offset, length) of every section; the section count is the header's u32 at byte 12."""
    count = struct.unpack_from("<I", data, 12)[0]
    return [struct.unpack_from("<II", data, header_size + 8 * number) for number in range(count)]


def table(data, section, header_size):
    """The items of a table section: count, offsets[count + 1], then the bytes."""
    offset, _ = sections(data, header_size)[section]
    count = struct.unpack_from("<I", data, offset)[0]
    offsets = struct.unpack_from(f"<{count + 1}I", data, offset + 4)
    start = offset + 4 + 4 * (count + 1)
    return [data[start + offsets[i]:start + offsets[i + 1]] for i in range(count)]


def read_varint(block, position):
    value, shift = 0, 0
    while True:
        byte = block[position]
        position += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            return value, position
        shift += 7


def index_entries(data, section, header_size):
    """Every (key, postings) of an index section, in file order, the way KeyIndex reads it."""
    found = []
    for block in table(data, section, header_size):
        position, key = 0, b""
        while position < len(block):
            shared, position = read_varint(block, position)
            length, position = read_varint(block, position)
            key = key[:shared] + block[position:position + length]
            position += length
            count, position = read_varint(block, position)
            postings, last = [], 0
            for _ in range(count):
                difference, position = read_varint(block, position)
                last += difference
                postings.append(last)
            found.append((key.decode(), postings))
    return found
