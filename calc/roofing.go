package calc

func roofingCalculators() []*Calculator {
	return nil
}
