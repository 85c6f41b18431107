from cvkg.cli import main

main()
