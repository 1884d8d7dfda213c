package calc

func miscCalculators() []*Calculator {
	return nil
}
