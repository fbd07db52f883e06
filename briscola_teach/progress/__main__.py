"""``python -m briscola_teach.progress classroom FOLDER``: the class view's command (see :mod:`briscola_teach.classroom`)."""

import sys

if __name__ == "__main__":  # the command stands above the package: the classroom is read from here
    from briscola_teach.classroom import main

    sys.exit(main(sys.argv[1:]))
