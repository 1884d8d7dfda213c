from enum import Enum

class BenchmarkLocalPlaceTier(str, Enum):
    MSA_LARGE = "msa_large"
    MSA_MEDIUM = "msa_medium"
    MSA_SMALL = "msa_small"
    NATIONAL = "national"
    RURAL = "rural"

    def __str__(self) -> str:
        return str(self.value)
