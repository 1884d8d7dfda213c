package calc

func drywallCalculators() []*Calculator {
	return nil
}
