from querylab.cli import main

raise SystemExit(main())
