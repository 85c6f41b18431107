"""The variation matrix for positions and education: invented entries (``entries``) printed in many surface
templates (``templates``) and date forms, run through the real extractor and scored with the team's scorer
(``matrix``). ``benchmarks/bench_entry_variations.py`` prints the template x field table;
``tests/test_entry_variations.py`` holds every template to a floor."""
