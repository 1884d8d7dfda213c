package calc

func doorsWindowsCalculators() []*Calculator {
	return nil
}
