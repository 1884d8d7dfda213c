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





T = TypeVar("T", bound="CalcDrywallScrewsOutput")



@_attrs_define
class CalcDrywallScrewsOutput:
    """ The results of calc_drywall_screws and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            ceiling_screw_spacing_in (int): Maximum screw spacing on ceilings from IRC Table R702.3.5, inches o.c. (0 with
                no ceiling).
            ceiling_sheets (int): Ceiling panels fastened: ceil(ceiling area / panel area).
            code_reference (str): The IRC section whose table sets framing and screw spacing.
            min_screw_length_in (float): Shortest screw that penetrates the wood 5/8 in (IRC R702.3.5.1): board thickness +
                0.625, inches.
            pounds_to_buy (int): Whole pounds to buy: ceil(weight).
            screws (int): Screws to buy: ceil((wall sheets x screws per wall sheet + ceiling sheets x screws per ceiling
                sheet) x (1 + waste)).
            screws_per_ceiling_sheet (int): Framing members a ceiling panel crosses x screws along each member at the
                maximum spacing, ends included.
            screws_per_lb (float): Screws per pound used.
            screws_per_wall_sheet (int): Framing members a wall panel crosses x screws along each member at the maximum
                spacing, ends included.
            wall_screw_spacing_in (int): Maximum screw spacing on walls from IRC Table R702.3.5, inches o.c. (0 with no
                walls).
            wall_sheets (int): Wall panels fastened: ceil(wall area / panel area).
            waste_pct_applied (float): Allowance applied, percent.
            weight_lb (float): Screws / screws per pound, pounds.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    ceiling_screw_spacing_in: int
    ceiling_sheets: int
    code_reference: str
    min_screw_length_in: float
    pounds_to_buy: int
    screws: int
    screws_per_ceiling_sheet: int
    screws_per_lb: float
    screws_per_wall_sheet: int
    wall_screw_spacing_in: int
    wall_sheets: int
    waste_pct_applied: float
    weight_lb: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calculator_schemas import CalculatorSchemas
        ceiling_screw_spacing_in = self.ceiling_screw_spacing_in

        ceiling_sheets = self.ceiling_sheets

        code_reference = self.code_reference

        min_screw_length_in = self.min_screw_length_in

        pounds_to_buy = self.pounds_to_buy

        screws = self.screws

        screws_per_ceiling_sheet = self.screws_per_ceiling_sheet

        screws_per_lb = self.screws_per_lb

        screws_per_wall_sheet = self.screws_per_wall_sheet

        wall_screw_spacing_in = self.wall_screw_spacing_in

        wall_sheets = self.wall_sheets

        waste_pct_applied = self.waste_pct_applied

        weight_lb = self.weight_lb

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "ceiling_screw_spacing_in": ceiling_screw_spacing_in,
            "ceiling_sheets": ceiling_sheets,
            "code_reference": code_reference,
            "min_screw_length_in": min_screw_length_in,
            "pounds_to_buy": pounds_to_buy,
            "screws": screws,
            "screws_per_ceiling_sheet": screws_per_ceiling_sheet,
            "screws_per_lb": screws_per_lb,
            "screws_per_wall_sheet": screws_per_wall_sheet,
            "wall_screw_spacing_in": wall_screw_spacing_in,
            "wall_sheets": wall_sheets,
            "waste_pct_applied": waste_pct_applied,
            "weight_lb": weight_lb,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        ceiling_screw_spacing_in = d.pop("ceiling_screw_spacing_in")

        ceiling_sheets = d.pop("ceiling_sheets")

        code_reference = d.pop("code_reference")

        min_screw_length_in = d.pop("min_screw_length_in")

        pounds_to_buy = d.pop("pounds_to_buy")

        screws = d.pop("screws")

        screws_per_ceiling_sheet = d.pop("screws_per_ceiling_sheet")

        screws_per_lb = d.pop("screws_per_lb")

        screws_per_wall_sheet = d.pop("screws_per_wall_sheet")

        wall_screw_spacing_in = d.pop("wall_screw_spacing_in")

        wall_sheets = d.pop("wall_sheets")

        waste_pct_applied = d.pop("waste_pct_applied")

        weight_lb = d.pop("weight_lb")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_drywall_screws_output = cls(
            ceiling_screw_spacing_in=ceiling_screw_spacing_in,
            ceiling_sheets=ceiling_sheets,
            code_reference=code_reference,
            min_screw_length_in=min_screw_length_in,
            pounds_to_buy=pounds_to_buy,
            screws=screws,
            screws_per_ceiling_sheet=screws_per_ceiling_sheet,
            screws_per_lb=screws_per_lb,
            screws_per_wall_sheet=screws_per_wall_sheet,
            wall_screw_spacing_in=wall_screw_spacing_in,
            wall_sheets=wall_sheets,
            waste_pct_applied=waste_pct_applied,
            weight_lb=weight_lb,
            schemas=schemas,
        )


        calc_drywall_screws_output.additional_properties = d
        return calc_drywall_screws_output

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
