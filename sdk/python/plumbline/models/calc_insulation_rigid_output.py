from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, BinaryIO, TextIO, TYPE_CHECKING, Generator

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

from ..types import UNSET, Unset
from typing import cast

if TYPE_CHECKING:
  from ..models.calc_insulation_rigid_output_checks_item import CalcInsulationRigidOutputChecksItem
  from ..models.calculator_schemas import CalculatorSchemas





T = TypeVar("T", bound="CalcInsulationRigidOutput")



@_attrs_define
class CalcInsulationRigidOutput:
    """ The results of calc_insulation_rigid and, unless Prefer: return=minimal, the input and output schemas.

        Attributes:
            board_area_sqft (float): Area of one board, square feet.
            boards (int): Boards to buy: net area × layers × (1 + waste) / board area, rounded up.
            checks (list[CalcInsulationRigidOutputChecksItem]): Installed continuous R against the target.
            code_reference (str): The R-value computation section.
            installed_ci_r (float): Layers × board R (layers are summed, IECC R402.1.4).
            layers (int): Layers of board: target ci R / board R, rounded up.
            net_area_sqft (float): Area less openings, square feet (0 when the openings cover it).
            pass_ (bool): True when every check passes.
            waste_pct_applied (float): Waste allowance applied, percent.
            schemas (CalculatorSchemas | Unset): The calculator's JSON Schemas (2020-12).
     """

    board_area_sqft: float
    boards: int
    checks: list[CalcInsulationRigidOutputChecksItem]
    code_reference: str
    installed_ci_r: float
    layers: int
    net_area_sqft: float
    pass_: bool
    waste_pct_applied: float
    schemas: CalculatorSchemas | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)





    def to_dict(self) -> dict[str, Any]:
        from ..models.calc_insulation_rigid_output_checks_item import CalcInsulationRigidOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        board_area_sqft = self.board_area_sqft

        boards = self.boards

        checks = []
        for checks_item_data in self.checks:
            checks_item = checks_item_data.to_dict()
            checks.append(checks_item)



        code_reference = self.code_reference

        installed_ci_r = self.installed_ci_r

        layers = self.layers

        net_area_sqft = self.net_area_sqft

        pass_ = self.pass_

        waste_pct_applied = self.waste_pct_applied

        schemas: dict[str, Any] | Unset = UNSET
        if not isinstance(self.schemas, Unset):
            schemas = self.schemas.to_dict()


        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({
            "board_area_sqft": board_area_sqft,
            "boards": boards,
            "checks": checks,
            "code_reference": code_reference,
            "installed_ci_r": installed_ci_r,
            "layers": layers,
            "net_area_sqft": net_area_sqft,
            "pass": pass_,
            "waste_pct_applied": waste_pct_applied,
        })
        if schemas is not UNSET:
            field_dict["schemas"] = schemas

        return field_dict



    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.calc_insulation_rigid_output_checks_item import CalcInsulationRigidOutputChecksItem
        from ..models.calculator_schemas import CalculatorSchemas
        d = dict(src_dict)
        board_area_sqft = d.pop("board_area_sqft")

        boards = d.pop("boards")

        checks = []
        _checks = d.pop("checks")
        for checks_item_data in (_checks):
            checks_item = CalcInsulationRigidOutputChecksItem.from_dict(checks_item_data)



            checks.append(checks_item)


        code_reference = d.pop("code_reference")

        installed_ci_r = d.pop("installed_ci_r")

        layers = d.pop("layers")

        net_area_sqft = d.pop("net_area_sqft")

        pass_ = d.pop("pass")

        waste_pct_applied = d.pop("waste_pct_applied")

        _schemas = d.pop("schemas", UNSET)
        schemas: CalculatorSchemas | Unset
        if isinstance(_schemas,  Unset):
            schemas = UNSET
        else:
            schemas = CalculatorSchemas.from_dict(_schemas)




        calc_insulation_rigid_output = cls(
            board_area_sqft=board_area_sqft,
            boards=boards,
            checks=checks,
            code_reference=code_reference,
            installed_ci_r=installed_ci_r,
            layers=layers,
            net_area_sqft=net_area_sqft,
            pass_=pass_,
            waste_pct_applied=waste_pct_applied,
            schemas=schemas,
        )


        calc_insulation_rigid_output.additional_properties = d
        return calc_insulation_rigid_output

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
