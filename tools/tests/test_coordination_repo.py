"""Coordination adopted by URL: `make coordination-repo` writes Packages/Coordination as a repository of its own, the
package at its root, its history split out of this one and its tip tagged with the semantic version of its VERSION
file; a client package that depends on it by a file:// URL with `from: "1.0.0"` (fixtures/coordination-client)
resolves that tag, builds and runs. Without the tag the client cannot resolve, so the build test fails when the tag
is missing; the working repository's refs never point at what the target made.

SwiftPM builds the client in its own scratch and cache folders under the test's temporary folder (about 10 s on
2 cores: Coordination and one file)."""

import os
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGE = "Packages/Coordination"
CLIENT = Path(__file__).resolve().parent / "fixtures" / "coordination-client"


def git(folder: Path, *arguments: str) -> str:
    return subprocess.run(["git", "-C", str(folder), *arguments], check=True, capture_output=True, text=True).stdout


def make_repository(output: Path) -> subprocess.CompletedProcess:
    return subprocess.run(["make", "-s", "coordination-repo", f"COORDINATION_REPO={output}"], cwd=ROOT,
                          capture_output=True, text=True)


@pytest.fixture(scope="module")
def version() -> str:
    """What the tag must say: the version the last commit's VERSION file holds (the target splits that commit)."""
    return git(ROOT, "show", f"HEAD:{PACKAGE}/VERSION").strip()


@pytest.fixture(scope="module")
def repository(tmp_path_factory) -> Path:
    """The repository `make coordination-repo` writes, in a folder named Coordination: SwiftPM names a package
    depended on by URL after the URL's last component, and the client's product dependency says "Coordination"."""
    output = tmp_path_factory.mktemp("coordination-repo") / "Coordination"
    made = make_repository(output)
    assert made.returncode == 0, made.stdout + made.stderr
    return output


@pytest.fixture(scope="module")
def swift() -> str:
    swift = os.environ.get("SWIFT", "swift")
    if shutil.which(swift) is None:
        pytest.skip(f"no Swift toolchain ({swift}) to build the client package with")
    return swift


def write_client(folder: Path, repository: Path) -> Path:
    """The client package, depending on `repository` by a file:// URL."""
    client = folder / "client"
    shutil.copytree(CLIENT, client)
    manifest = (client / "Package.swift.in").read_text(encoding="utf-8")
    (client / "Package.swift").write_text(manifest.replace("@REPOSITORY@", str(repository)), encoding="utf-8")
    (client / "Package.swift.in").unlink()
    return client


def swiftpm(swift: str, command: list[str], client: Path) -> subprocess.CompletedProcess:
    """`swift <command>` for the client, with scratch and cache folders of its own beside it."""
    return subprocess.run([swift, *command, "--package-path", str(client), "--scratch-path", str(client.parent / "scratch"),
                           "--cache-path", str(client.parent / "cache")], capture_output=True, text=True)


def test_the_package_is_at_the_root_and_its_tip_is_tagged_with_its_version(repository, version):
    assert git(repository, "tag", "--points-at", "main").split() == [version]
    assert git(repository, "cat-file", "-t", version).strip() == "tag", "an annotated tag, which says what it is"
    assert git(repository, "rev-parse", f"{version}^{{tree}}") == git(ROOT, "rev-parse", f"HEAD:{PACKAGE}"), \
        "the tagged tree is Packages/Coordination of the last commit, at the root"
    assert git(repository, "status", "--porcelain") == "", "main is checked out as tagged"
    assert git(repository, "remote") == "", "no remote pointing back at a scratch folder"


def test_its_history_is_the_packages_own_split_out_of_this_one(repository):
    split = git(repository, "log", "--format=%an %ad %s", "main").splitlines()
    here = git(ROOT, "log", "--format=%an %ad %s", "HEAD", "--", PACKAGE).splitlines()
    assert len(split) >= 2, "the history, not one squashed commit"
    assert set(here) <= set(split), "every commit that changed the package, with its author, date and message"
    assert len(split) < int(git(ROOT, "rev-list", "--count", "HEAD")), "only the package's commits"


def test_the_working_repository_gets_no_ref_to_what_was_made(repository, version):
    made = {git(repository, "rev-parse", "main").strip(), git(repository, "rev-parse", version).strip()}
    refs = set(git(ROOT, "for-each-ref", "--format=%(objectname)").split())
    assert not made & refs
    assert not (Path(git(ROOT, "rev-parse", "--absolute-git-dir").strip()) / "subtree-cache").exists()


def test_re_running_replaces_the_repository_with_the_same_commits_and_tag(repository, version):
    before = git(repository, "rev-parse", "main", version)
    (repository / "stray.txt").write_text("left by hand\n", encoding="utf-8")
    made = make_repository(repository)
    assert made.returncode == 0, made.stdout + made.stderr
    assert not (repository / "stray.txt").exists()
    assert git(repository, "rev-parse", "main", version) == before, "the split and the tag are deterministic"


def test_a_folder_the_target_did_not_write_is_never_replaced(tmp_path):
    folder = tmp_path / "Coordination"
    folder.mkdir()
    (folder / "notes.txt").write_text("mine\n", encoding="utf-8")
    made = make_repository(folder)
    assert made.returncode != 0
    assert "not a repository this script wrote" in made.stderr
    assert (folder / "notes.txt").read_text(encoding="utf-8") == "mine\n"


def test_a_client_depending_on_it_by_url_from_1_0_0_builds_and_runs(repository, swift, tmp_path):
    client = write_client(tmp_path, repository)
    built = swiftpm(swift, ["build"], client)
    assert built.returncode == 0, built.stdout + built.stderr
    binary = tmp_path / "scratch" / "debug" / "Client"
    ran = subprocess.run([str(binary)], capture_output=True, text=True,
                         env={**os.environ, "SWIFT_BACKTRACE": "enable=no"})
    assert ran.returncode == 0, ran.stdout + ran.stderr
    assert ran.stdout.splitlines() == [
        "Coordinators:",
        "  Shop",
        '    ProductCoordinator "Tea"',
        "Stack (bottom to top):",
        '  0 Page "Shop" <- no coordinator',
        '  1 Page "Tea" <- ProductCoordinator',
        "Back: the product's coordinator is freed",
    ]


def test_without_the_tag_a_client_cannot_resolve_it(repository, version, swift, tmp_path):
    untagged = tmp_path / "untagged" / "Coordination"
    subprocess.run(["git", "clone", "-q", "--no-local", str(repository), str(untagged)], check=True)
    git(untagged, "tag", "-d", version)
    resolved = swiftpm(swift, ["package", "resolve"], write_client(tmp_path, untagged))
    assert resolved.returncode != 0, "from: \"1.0.0\" must come from the tag, nothing else"
    assert "1.0.0" in resolved.stdout + resolved.stderr
