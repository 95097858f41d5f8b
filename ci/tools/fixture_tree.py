"""A fixture tree for the tests of the ci/tools checks: files written under a new temporary
directory, optionally added to a new git repository (checks that read `git ls-files`)."""
import os
import subprocess
import tempfile


def tree(files, git=False):
    """The root of a new directory holding `files` ({relative path: text})."""
    root = tempfile.mkdtemp()
    for rel, text in files.items():
        path = os.path.join(root, rel)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(text)
    if git:
        subprocess.run(["git", "init", "-q"], cwd=root, check=True)
        subprocess.run(["git", "add", "."], cwd=root, check=True)
    return root
