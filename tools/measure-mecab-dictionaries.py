#!/usr/bin/env python3
"""Issue 32 §4's fallback: "If IPAdic cannot get there, measure another MeCab dictionary from Debian and choose by
the figures." Measures MeCab's own words with each Debian dictionary against the Sudachi oracle, on the same untuned
texts and with the same figures as tools/tests/test_sudachi_oracle.py (whose texts, Sudachi analysis and figures it
imports), so the dictionaries are compared before kanji-tui's JMdict step, which is the same for every dictionary.

A dictionary's words are its content tokens (nouns but names, numerals and dependent nouns; verbs and adjectives that
are not helpers; adverbs, pre-noun adjectivals, conjunctions, interjections) whose dictionary form JMdict has as a
written form — the words kanji-tui could list from that tokenizer without joining tokens into longer JMdict words.
The headword is the token's lemma (IPAdic's base form; UniDic's lemma, 為る for する, without its `-bug` gloss of a
loanword), the dictionary form its base form as written.

Run by hand (it is not a test: Debian's UniDic is a 1 GB download, 5 GB installed):
    python3 tools/measure-mecab-dictionaries.py [NAME=DICDIR ...]
with the dictionaries' compiled folders, by default Debian's mecab-ipadic-utf8 (/var/lib/mecab/dic/ipadic-utf8) and
unidic-mecab 3.1.1 (/var/lib/mecab/dic/unidic). Needs mecab-utils' `mecab`, SudachiPy and jamdict-data (pinned in
tools/install-test-deps.sh and tools/generate_pitch.py). The figures go to BENCHMARKS.md by hand.
"""
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "tests"))
import test_sudachi_oracle as oracle  # noqa: E402  (the texts, Sudachi's analysis and the figures)

DEFAULT_DICTIONARIES = {"IPAdic 2.7.0 (mecab-ipadic-utf8)": "/var/lib/mecab/dic/ipadic-utf8",
                        "UniDic 3.1.1 (unidic-mecab)": "/var/lib/mecab/dic/unidic"}
CONTENT = {"名詞", "代名詞", "動詞", "形容詞", "形状詞", "副詞", "連体詞", "接続詞", "感動詞"}
# The texts issue 32 §4 measured (BENCHMARKS.md): those kanji-tui was not tuned on, before issue 45 added Tatoeba's.
UNTUNED = ["vim tutor", "GnuPG help", "message catalogs"]


def tokens(dictionary, text):
    """(surface, features) of each token MeCab gives for `text` with `dictionary`, line by line."""
    output = subprocess.run(["mecab", "-d", dictionary, "--node-format=%m\\t%H\\n", "--unk-format=%m\\t%H\\n",
                             "--eos-format=EOS\\n"], input=text, capture_output=True, text=True, check=True).stdout
    for line in output.splitlines():
        if line != "EOS" and "\t" in line:
            surface, features = line.split("\t", 1)
            yield surface, features.split(",")


def ipadic_word(surface, features, previous):
    """(headword, dictionary form) of an IPAdic content token, or None."""
    pos, second = features[0], features[1]
    if pos not in {"名詞", "動詞", "形容詞", "副詞", "連体詞", "接続詞", "感動詞"}:
        return None
    if second in ("固有名詞", "数", "非自立", "接尾", "特殊") or surface in oracle.FORMAL_NOUNS:
        return None
    base = features[6] if len(features) > 6 and features[6] != "*" else surface
    return base, base


def unidic_word(surface, features, previous):
    """(headword, dictionary form) of a UniDic content token, or None — the oracle's own rule (Sudachi's parts of
    speech are UniDic's)."""
    pos, second = features[0], features[1]
    if pos not in CONTENT or second in ("固有名詞", "数詞") or surface in oracle.FORMAL_NOUNS:
        return None
    if second == "非自立可能" and pos in ("動詞", "形容詞") and previous is not None:
        if previous[0] in ("動詞", "形容詞", "助動詞") or previous[1] == "接続助詞":
            return None
    lemma = features[7].split("-")[0] if len(features) > 7 and features[7] not in ("", "*") else surface
    base = features[10] if len(features) > 10 and features[10] not in ("", "*") else surface
    return lemma, base


def words(dictionary, text, forms):
    """The distinct words kanji-tui could list from `dictionary`'s tokens, as `analyze --json` lists them."""
    word_of = unidic_word if "unidic" in dictionary else ipadic_word
    found, previous = {}, None
    for line in text.splitlines():
        if not oracle.JAPANESE.search(line):
            continue
        previous = None
        for surface, features in tokens(dictionary, line):
            word = word_of(surface, features, previous) if oracle.JAPANESE.search(surface) else None
            if word and (word[0] in forms or word[1] in forms):
                found.setdefault(word[0], {"headword": word[0], "dictionary_form": word[1]})
            previous = features
    return list(found.values())


def main(arguments):
    dictionaries = dict(argument.split("=", 1) for argument in arguments) or DEFAULT_DICTIONARIES
    jmdict = oracle.jmdict()
    sudachi = oracle.Sudachi(jmdict)
    texts = {name: oracle.unwrapped(source()) for name, source in oracle.SOURCES.items()
             if name in UNTUNED and source()}
    analyses = {name: sudachi.text(oracle.japanese_lines(text))[0] for name, text in texts.items()}
    for label, dictionary in dictionaries.items():
        if not Path(dictionary, "sys.dic").exists():
            print(f"{label}: {dictionary}/sys.dic is not installed here, left out")
            continue
        totals = [0, 0, 0, 0, 0]
        for name, text in texts.items():
            result = oracle.figures(words(dictionary, text, jmdict.entries_by_form), analyses[name], jmdict)
            wrong = sorted(key[0] for key, kind in result.verdicts.items() if kind == "wrong")
            print(f"{label}, {name}: {result.words} words, strict precision {result.strict:.1%} "
                  f"({result.with_compounds:.1%} with compounds, {result.lenient:.1%} lenient), recall "
                  f"{result.recall:.1%}\n  wrong: {' '.join(wrong[:40])}\n  missed: {' '.join(result.missed[:40])}")
            counts = (result.count("strict"), result.count("strict", "compound"), result.words,
                      result.lemmas - len(result.missed), result.lemmas)
            totals = [total + count for total, count in zip(totals, counts)]
        print(f"{label}, untuned texts together: {totals[2]} words, strict precision {totals[0] / totals[2]:.1%} "
              f"({totals[1] / totals[2]:.1%} with compounds), recall {totals[3] / totals[4]:.1%}")


if __name__ == "__main__":
    main(sys.argv[1:])
