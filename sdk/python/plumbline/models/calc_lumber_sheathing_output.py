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





T = TypeVar("T", bound="CalcLumberSheathingOutput")



@_attrs_define
class CalcLumberSheathingOutput:
    """ The results of calc_lumber_sheathing and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            code_reference (str): Wall sheathing (R602.3) or roof sheathing (R803.2) section.
            gross_area_sqft (float): length x height x planes, ft².
            net_area_sqft (float): Gross less openings, ft².
            openings_area_sqft (float): Area of the openings deducted (at most the gross area), ft².
            panel_area_sqft (float): Coverage of one 4x8 panel, ft².
            panels (int): 4x8 panels to buy: net area x (1 + waste) / 32, rounded up.
            waste_pct_applied (float): Waste added, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    code_reference: str
    gross_area_sqft: float
    net_area_sqft: float
    openings_area_sqft: float
    panel_area_sqft: float
    panels: int
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        code_reference = self.code_reference

        gross_area_sqft = self.gross_area_sqft

        net_area_sqft = self.net_area_sqft

        openings_area_sqft = self.openings_area_sqft

        panel_area_sqft = self.panel_area_sqft

        panels = self.panels

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "code_reference": code_reference,
            "gross_area_sqft": gross_area_sqft,
            "net_area_sqft": net_area_sqft,
            "openings_area_sqft": openings_area_sqft,
            "panel_area_sqft": panel_area_sqft,
            "panels": panels,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        code_reference = d.pop("code_reference")

        gross_area_sqft = d.pop("gross_area_sqft")

        net_area_sqft = d.pop("net_area_sqft")

        openings_area_sqft = d.pop("openings_area_sqft")

        panel_area_sqft = d.pop("panel_area_sqft")

        panels = d.pop("panels")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_lumber_sheathing_output = cls(
            code_reference=code_reference,
            gross_area_sqft=gross_area_sqft,
            net_area_sqft=net_area_sqft,
            openings_area_sqft=openings_area_sqft,
            panel_area_sqft=panel_area_sqft,
            panels=panels,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_lumber_sheathing_output.additional_properties = d
        return calc_lumber_sheathing_output

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
