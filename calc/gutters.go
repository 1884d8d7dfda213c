package calc

func guttersCalculators() []*Calculator {
	return nil
}
