from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcRoofingNailsOutput")



@_attrs_define
class CalcRoofingNailsOutput:
    """ The results of calc_roofing_nails and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): The asphalt-shingle attachment section.
            nails (int): shingles × nails_per_shingle.
            nails_per_lb (float): Nails per pound applied.
            nails_per_shingle (int): Nails per shingle applied.
            pounds (float): nails / nails_per_lb.
            pounds_to_buy (int): Whole pounds to buy.
            shingles (int): Shingles laid: ceil(roof area / exposed area of one shingle).
            shingles_per_square (float): 100 ft² / exposed area of one shingle.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    nails: int
    nails_per_lb: float
    nails_per_shingle: int
    pounds: float
    pounds_to_buy: int
    shingles: int
    shingles_per_square: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        nails = self.nails

        nails_per_lb = self.nails_per_lb

        nails_per_shingle = self.nails_per_shingle

        pounds = self.pounds

        pounds_to_buy = self.pounds_to_buy

        shingles = self.shingles

        shingles_per_square = self.shingles_per_square

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "nails": nails,
            "nails_per_lb": nails_per_lb,
            "nails_per_shingle": nails_per_shingle,
            "pounds": pounds,
            "pounds_to_buy": pounds_to_buy,
            "shingles": shingles,
            "shingles_per_square": shingles_per_square,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        nails = d.pop("nails")

        nails_per_lb = d.pop("nails_per_lb")

        nails_per_shingle = d.pop("nails_per_shingle")

        pounds = d.pop("pounds")

        pounds_to_buy = d.pop("pounds_to_buy")

        shingles = d.pop("shingles")

        shingles_per_square = d.pop("shingles_per_square")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_roofing_nails_output = cls(
            code_reference=code_reference,
            nails=nails,
            nails_per_lb=nails_per_lb,
            nails_per_shingle=nails_per_shingle,
            pounds=pounds,
            pounds_to_buy=pounds_to_buy,
            shingles=shingles,
            shingles_per_square=shingles_per_square,
            schemas=schemas,
        )


        calc_roofing_nails_output.additional_properties = d
        return calc_roofing_nails_output

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
