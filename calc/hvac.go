package calc

func hvacCalculators() []*Calculator {
	return nil
}
