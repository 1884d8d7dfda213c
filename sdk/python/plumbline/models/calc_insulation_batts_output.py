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





T = TypeVar("T", bound="CalcInsulationBattsOutput")



@_attrs_define
class CalcInsulationBattsOutput:
    """ The results of calc_insulation_batts and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            bags (int): Bags to buy: batts / batts per bag, rounded up.
            batts (int): Batts to buy: net area × (1 + waste) / area covered per batt, rounded up.
            code_reference (str): Where the coverage figures come from.
            framed_sqft_per_bag (float): Framed area one bag covers: batts per bag × spacing × length / 144, square feet.
            label_sqft_per_bag (float): Batt area in one bag, as package labels state it: batts per bag × width × length /
                144, square feet.
            net_area_sqft (float): Area less openings, square feet (0 when the openings cover it).
            sqft_per_batt (float): Framed area one batt covers: spacing × length / 144, square feet.
            waste_pct_applied (float): Waste allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    bags: int
    batts: int
    code_reference: str
    framed_sqft_per_bag: float
    label_sqft_per_bag: float
    net_area_sqft: float
    sqft_per_batt: float
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        bags = self.bags

        batts = self.batts

        code_reference = self.code_reference

        framed_sqft_per_bag = self.framed_sqft_per_bag

        label_sqft_per_bag = self.label_sqft_per_bag

        net_area_sqft = self.net_area_sqft

        sqft_per_batt = self.sqft_per_batt

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "bags": bags,
            "batts": batts,
            "code_reference": code_reference,
            "framed_sqft_per_bag": framed_sqft_per_bag,
            "label_sqft_per_bag": label_sqft_per_bag,
            "net_area_sqft": net_area_sqft,
            "sqft_per_batt": sqft_per_batt,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        bags = d.pop("bags")

        batts = d.pop("batts")

        code_reference = d.pop("code_reference")

        framed_sqft_per_bag = d.pop("framed_sqft_per_bag")

        label_sqft_per_bag = d.pop("label_sqft_per_bag")

        net_area_sqft = d.pop("net_area_sqft")

        sqft_per_batt = d.pop("sqft_per_batt")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_insulation_batts_output = cls(
            bags=bags,
            batts=batts,
            code_reference=code_reference,
            framed_sqft_per_bag=framed_sqft_per_bag,
            label_sqft_per_bag=label_sqft_per_bag,
            net_area_sqft=net_area_sqft,
            sqft_per_batt=sqft_per_batt,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_insulation_batts_output.additional_properties = d
        return calc_insulation_batts_output

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
